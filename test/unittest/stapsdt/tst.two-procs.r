other process still running
40
TARGET 80
