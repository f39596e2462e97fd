status 2
usage
no arguments: 2
