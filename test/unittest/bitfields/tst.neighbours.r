f 55 f

