text

