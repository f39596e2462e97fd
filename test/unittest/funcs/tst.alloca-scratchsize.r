z

