a

b

