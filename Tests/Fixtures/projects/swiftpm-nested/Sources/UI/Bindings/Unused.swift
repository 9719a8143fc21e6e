// Unused
