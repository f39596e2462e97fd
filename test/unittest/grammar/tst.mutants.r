362 variants: 344 rejected with a line number, 18 compiled, 0 bad
