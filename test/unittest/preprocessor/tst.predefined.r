system ok
D ok
version 2000000
isa ok
no __GNUC__

