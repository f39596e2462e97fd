a string record of strsize bytes
1

