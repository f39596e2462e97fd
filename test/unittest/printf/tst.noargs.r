plain text

