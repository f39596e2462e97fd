pairs 10
negative 0
cleared 10

