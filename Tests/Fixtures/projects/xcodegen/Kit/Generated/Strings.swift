// Strings
