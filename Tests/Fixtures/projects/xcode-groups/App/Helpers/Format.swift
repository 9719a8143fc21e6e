// Format
