string 1 a string on a page never touched
copyin 2 buffer
pid 3 a function's argument never touched
copyinto 4 byte

exit 0
