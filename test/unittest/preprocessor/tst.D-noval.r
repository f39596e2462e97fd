flag

