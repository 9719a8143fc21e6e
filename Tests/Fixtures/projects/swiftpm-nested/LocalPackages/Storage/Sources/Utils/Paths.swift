// Paths
