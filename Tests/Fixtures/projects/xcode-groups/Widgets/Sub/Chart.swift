// Chart
