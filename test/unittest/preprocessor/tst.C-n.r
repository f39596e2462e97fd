n

