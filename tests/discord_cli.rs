//! The command line's Discord commands, run as the real binary.

use std::process::Command;

fn nusantara() -> Command {
    Command::new(env!("CARGO_BIN_EXE_nusantara"))
}

#[test]
fn serve_without_a_token_says_what_to_set_and_exits_at_once() {
    // An empty folder: no .env file to find a token in.
    let dir = tempfile::tempdir().unwrap();
    let started = std::time::Instant::now();
    let out = nusantara()
        .arg("serve")
        .current_dir(dir.path())
        .env_remove("DISCORD_TOKEN")
        .env_remove("RUST_LOG")
        .env("RUST_BACKTRACE", "1")
        .output()
        .unwrap();
    assert!(started.elapsed().as_secs() < 10, "it exits at once");
    assert!(!out.status.success(), "a non-zero exit");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(stderr.trim().lines().count(), 1, "one line: {stderr}");
    assert!(stderr.contains("DISCORD_TOKEN"), "{stderr}");
    assert!(
        !stderr.contains("panicked") && !stderr.contains("backtrace"),
        "{stderr}"
    );
    assert!(
        !dir.path().join("nusantara.db").exists(),
        "nothing is created before the token is checked"
    );
}

#[test]
fn an_empty_token_in_a_dotenv_file_is_no_token() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join(".env"), "DISCORD_TOKEN=\n").unwrap();
    let out = nusantara()
        .arg("serve")
        .current_dir(dir.path())
        .env_remove("DISCORD_TOKEN")
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("DISCORD_TOKEN"));
}

#[test]
fn commands_prints_the_registered_tree() {
    let out = nusantara().arg("commands").output().unwrap();
    assert!(out.status.success());
    let printed: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(printed, nusantara::discord::command_tree_json());
    assert_eq!(printed[0]["name"], "game");
}
