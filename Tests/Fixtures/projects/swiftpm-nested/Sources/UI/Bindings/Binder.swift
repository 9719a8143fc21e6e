// Binder
