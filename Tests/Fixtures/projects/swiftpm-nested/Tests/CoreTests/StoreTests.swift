// StoreTests
