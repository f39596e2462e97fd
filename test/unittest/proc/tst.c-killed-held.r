held
gone
