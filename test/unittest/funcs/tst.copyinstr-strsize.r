[hel] [he] [hel]

