42 4 yes no 255

