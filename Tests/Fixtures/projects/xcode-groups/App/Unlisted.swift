// Unlisted
