// Disk
