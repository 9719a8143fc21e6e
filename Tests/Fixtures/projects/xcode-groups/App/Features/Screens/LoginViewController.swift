// LoginViewController
