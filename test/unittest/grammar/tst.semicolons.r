x

