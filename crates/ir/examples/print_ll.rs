fn main() {
    let path = std::env::args().nth(1).expect("path");
    let source = std::fs::read_to_string(&path).expect("read");
    match ir::parser::parse_module(&source) {
        Ok(m) => print!("{}", ir::printer::print_module(&m)),
        Err(d) => eprintln!("{}", d.render(&path, &source)),
    }
}
