// Tool
