b
after

