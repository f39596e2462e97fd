6 0 seven

