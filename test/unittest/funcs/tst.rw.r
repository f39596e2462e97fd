free:      read_held 0 write_held 0 iswriter 0
2 readers: read_held 1024 write_held 0 iswriter 0
a writer:  read_held 0 write_held 255 iswriter 255
a waiter:  read_held 512 write_held 0 iswriter 256
mutex: owned 1, owner is curthread 1

