xi hi

