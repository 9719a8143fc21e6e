// Button
