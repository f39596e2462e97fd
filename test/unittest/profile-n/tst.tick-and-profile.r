both fired

