// ShopTests
