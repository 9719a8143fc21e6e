// Legacy
