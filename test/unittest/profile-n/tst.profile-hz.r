fired

