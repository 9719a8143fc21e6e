// Entry
