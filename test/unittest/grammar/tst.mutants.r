362 variants: 345 rejected with a line number, 17 compiled, 0 bad
