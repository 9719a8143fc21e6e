// ShopUITests
