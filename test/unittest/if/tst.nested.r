two
small

