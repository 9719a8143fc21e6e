// OldStore
