[hell] [he] [hell]

