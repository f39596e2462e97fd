end after 1 firing

