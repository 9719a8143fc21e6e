// Formatting
