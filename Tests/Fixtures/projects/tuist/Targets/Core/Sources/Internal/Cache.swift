// Cache
