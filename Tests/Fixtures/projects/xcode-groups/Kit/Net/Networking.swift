// Networking
