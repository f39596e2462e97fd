still here

