text x

