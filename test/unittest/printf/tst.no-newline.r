no newline
