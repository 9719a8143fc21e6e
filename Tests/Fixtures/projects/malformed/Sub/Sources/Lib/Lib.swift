// Lib
