//! The command line's own help, run as the real binary.

use std::process::Command;

fn help(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_nusantara"))
        .args(args)
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    String::from_utf8(out.stdout).unwrap()
}

/// `[OPTIONS]` means the command's flags; the game's own `key:value` options have another name.
#[test]
fn selfplay_help_names_the_game_options_apart_from_the_flags() {
    let text = help(&["selfplay", "--help"]);
    let usage = text.lines().find(|l| l.starts_with("Usage:")).unwrap();
    assert_eq!(usage.matches("[OPTIONS]").count(), 1, "{usage}");
    assert!(usage.contains("[GAME_OPTION]..."), "{usage}");
    assert_eq!(text.matches("OPTIONS]").count(), 1, "{text}");
}
